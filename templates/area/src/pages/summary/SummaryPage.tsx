// The marketing area's first page: its title and what it will show.
import { Typography } from 'antd';
import { PageFrame } from 'shared-ui';
import { marketingTexts as t } from '../../texts';

export default function SummaryPage() {
  return (
    <PageFrame title={t.summaryTitle}>
      <Typography.Paragraph>{t.summaryIntro}</Typography.Paragraph>
    </PageFrame>
  );
}
