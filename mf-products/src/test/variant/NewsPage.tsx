// Test-only, top of src: part of the variant build that the e2e independence test serves, no page.
// The page the variant adds: a frame, a breadcrumb and one line, enough to prove it opened.
import { Typography } from 'antd';
import { PageFrame } from 'shared-ui';

export default function NewsPage() {
  return (
    <PageFrame
      title="Novedades del catálogo"
      breadcrumb={[{ title: 'Productos' }, { title: 'Novedades' }]}
    >
      <Typography.Paragraph>
        Esta página llegó con el remote, sin tocar el shell.
      </Typography.Paragraph>
    </PageFrame>
  );
}
