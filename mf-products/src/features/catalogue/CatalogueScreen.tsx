import { AreaPage } from '../area/AreaPage';

export function CatalogueScreen() {
  return <AreaPage screen="catalogue" />;
}
