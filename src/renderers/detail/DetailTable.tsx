// A declared comparison (two chains side by side): a heading per column, a row per thing compared, small print under it.
import { useTranslation } from 'react-i18next';
import type { DetailTable } from './types';

export function DetailTableView<T>({ table, item }: { table: DetailTable<T>; item: T }) {
  const { t } = useTranslation();
  return (
    <>
      <table className="detail-screen-table">
        <thead>
          <tr>
            <th scope="col" />
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.labelKey}>
              <th scope="row">{t(row.labelKey)}</th>
              {row.cells.map((cell, i) => (
                <td key={i}>{typeof cell === 'function' ? cell(item) : t(cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {table.footnoteKeys?.map((key) => (
        <p key={key} className="detail-screen-footnote">
          {t(key)}
        </p>
      ))}
    </>
  );
}
