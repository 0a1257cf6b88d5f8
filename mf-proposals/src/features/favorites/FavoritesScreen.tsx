import { AreaPage } from '../area/AreaPage';

export function FavoritesScreen() {
  return <AreaPage screen="favorites" />;
}
