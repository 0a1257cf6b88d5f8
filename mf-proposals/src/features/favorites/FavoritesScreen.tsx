import { AreaPage } from '@mp/remote-kit';

export function FavoritesScreen() {
  return <AreaPage screen="favorites" />;
}
