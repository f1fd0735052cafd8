import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { m } from '../messages';

/** A chart's data as a table, for screen readers (the canvas says nothing to them). */
export function ChartDataTable({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
  testId?: string;
}) {
  const intl = useIntl();
  // The class on a wrapper: a table is never narrower than its cells, so on a table itself it
  // would stick out of a phone's screen.
  return (
    <div className="visually-hidden">
      <table data-testid={testId}>
        <caption>
          {caption} ({intl.formatMessage(m.chartTable)})
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={j}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
