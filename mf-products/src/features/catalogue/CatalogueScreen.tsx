import { AreaPage } from '@mp/remote-kit';

export function CatalogueScreen() {
  return <AreaPage screen="catalogue" />;
}
