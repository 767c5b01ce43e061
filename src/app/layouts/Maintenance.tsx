import { publicAsset, useBrand } from '../brand';
import './layouts.css';

/** While the site is closed: the operator's repair text and nothing else. */
export function Maintenance({ text }: { text: string }) {
  const brand = useBrand();
  return (
    <main className="app-maintenance" role="alert">
      <img src={publicAsset(brand.logo)} alt="" width={72} height={72} />
      <p className="app-maintenance-text">{text}</p>
    </main>
  );
}
