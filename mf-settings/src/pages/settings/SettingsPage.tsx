/** /configuracion: the voice and SMS gateway settings, each tab read-only until edited. */
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PageFrame, useResource } from 'shared-ui';
import { settingsApi, smsOf, voiceOf } from '../../api';
import { SmsSettingsForm } from './SmsSettingsForm';
import { VoiceSettingsForm } from './VoiceSettingsForm';
import { settingsTexts as t } from '../../texts';

const TABS = ['voz', 'sms'] as const;
type Tab = (typeof TABS)[number];

export default function SettingsPage() {
  const settings = useResource(settingsApi.load);
  // The open tab is in the URL, so a reload or a shared link lands on it.
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'sms' ? 'sms' : 'voz';

  return (
    <PageFrame
      title={t.title}
      breadcrumb={[{ title: t.breadcrumb }, { title: t.title }]}
      loading={settings.loading && !settings.data}
      error={settings.error}
    >
      {settings.data && (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'voz' ? {} : { tab: key }, { replace: true })}
          items={[
            {
              key: 'voz',
              label: t.tabs.voice,
              children: <VoiceSettingsForm saved={voiceOf(settings.data)} />,
            },
            {
              key: 'sms',
              label: t.tabs.sms,
              children: <SmsSettingsForm saved={smsOf(settings.data)} />,
            },
          ]}
        />
      )}
    </PageFrame>
  );
}
