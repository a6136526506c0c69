/** /perfiles-roles/informacion-de-cuenta: company data, company representative, access and security. */
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PageFrame, useResource } from 'shared-ui';
import { accountApi } from '../../api';
import { accountTexts, titles } from '../../texts';
import { CompanyForm } from './CompanyForm';
import { RepresentativeForm } from './RepresentativeForm';
import { SecurityForm } from './SecurityForm';

/** `?tab=seguridad` opens a tab directly (the header's 'Acceso y seguridad' link can use it). */
const TAB_KEYS = ['empresa', 'representante', 'seguridad'];

export default function AccountInfo() {
  const [params, setParams] = useSearchParams();
  const tab = TAB_KEYS.includes(params.get('tab') ?? '')
    ? (params.get('tab') as string)
    : 'empresa';
  const account = useResource(() =>
    Promise.all([accountApi.company(), accountApi.representative()]).then(
      ([company, representative]) => ({ company, representative }),
    ),
  );

  return (
    <PageFrame
      title={titles.account}
      breadcrumb={[{ title: titles.area }, { title: titles.account }]}
      loading={account.loading}
      error={account.error}
    >
      {account.data && (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          items={[
            {
              key: 'empresa',
              label: accountTexts.company,
              children: <CompanyForm company={account.data.company} />,
            },
            {
              key: 'representante',
              label: accountTexts.representative,
              children: <RepresentativeForm representative={account.data.representative} />,
            },
            { key: 'seguridad', label: accountTexts.security, children: <SecurityForm /> },
          ]}
        />
      )}
    </PageFrame>
  );
}
