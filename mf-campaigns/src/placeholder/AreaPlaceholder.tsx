// Stand-in page until the real screens land in src/pages: the area name and 'Sin información'.
import { ConfigProvider, Typography } from 'antd';
import { useContext } from 'react';
import { labels } from 'shared-ui/texts';

export default function AreaPlaceholder({ title }: { title: string }) {
  // data-locale proves the shell's ConfigProvider (es_ES) reaches this remote: one antd in the page.
  const { locale } = useContext(ConfigProvider.ConfigContext);
  return (
    <section data-page-ready data-locale={locale?.locale}>
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph>{labels.noInformation}</Typography.Paragraph>
    </section>
  );
}
