// A small bar chart, loaded only by the dashboard so chart code never reaches the login page.
import { Column } from '@ant-design/plots';

const DATA = [
  { status: 'Activas', total: 4 },
  { status: 'Inactivas', total: 2 },
  { status: 'En borrador', total: 3 },
];

export default function SummaryChart() {
  return <Column data={DATA} xField="status" yField="total" height={240} />;
}
