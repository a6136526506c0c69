/** /configuracion: the voice and SMS gateway settings, each tab read-only until edited. */
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PageFrame, useResource } from 'shared-ui';
import type { Settings } from 'shared-ui/types';
import { settingsApi } from '../../api';
import { type SettingsTab, SettingsTabForm } from './SettingsTabForm';
import { smsTab, voiceTab } from './tabs';
import { settingsTexts as t } from '../../texts';

/** The first tab is the page's default: its URL has no `?tab=`. */
const TABS = [voiceTab, smsTab] as const;

const tabItem = <V extends object>(tab: SettingsTab<V>, settings: Settings) => ({
  key: tab.key,
  label: tab.label,
  children: <SettingsTabForm tab={tab} settings={settings} />,
});

export default function SettingsPage() {
  const settings = useResource(settingsApi.load);
  // The open tab is in the URL, so a reload or a shared link lands on it.
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((one) => one.key === params.get('tab')) ?? TABS[0];

  return (
    <PageFrame
      title={t.title}
      breadcrumb={[{ title: t.breadcrumb }, { title: t.title }]}
      loading={settings.loading && !settings.data}
      error={settings.error}
    >
      {settings.data && (
        <Tabs
          activeKey={tab.key}
          onChange={(key) => setParams(key === TABS[0].key ? {} : { tab: key }, { replace: true })}
          items={[tabItem(voiceTab, settings.data), tabItem(smsTab, settings.data)]}
        />
      )}
    </PageFrame>
  );
}
