/** Columns of the profile table: name, email, phone, roles as tags, campaign, edit. */
import { Button, Flex, type TableColumnsType, Tag } from 'antd';
import { byText } from 'shared-ui';
import { PHONE_COUNTRY, texts } from 'shared-ui/schemas';
import type { Profile } from 'shared-ui/types';
import { fieldLabels, profileTexts } from '../../texts';
import styles from './ProfileList.module.css';

// Dark shades under white text: antd's light preset tags fall below 4.5:1 contrast.
const ROLE_COLORS: Record<string, string> = {
  Administrativo: '#0958d9',
  Funcional: '#531dab',
  Agente: '#237804',
};

export const fullName = (p: Pick<Profile, 'name' | 'lastName'>) => `${p.name} ${p.lastName}`.trim();

export const profileColumns = (onEdit: (p: Profile) => void): TableColumnsType<Profile> => [
  {
    title: fieldLabels.name,
    key: 'name',
    render: (_, p) => fullName(p),
    sorter: byText(fullName),
  },
  {
    title: fieldLabels.email,
    dataIndex: 'email',
    key: 'email',
    sorter: byText((p: Profile) => p.email),
  },
  {
    title: fieldLabels.phone,
    dataIndex: 'phone',
    key: 'phone',
    className: styles.nowrap,
    render: (phone: string) => `${PHONE_COUNTRY.dial} ${phone}`,
  },
  {
    title: 'Roles',
    dataIndex: 'role',
    key: 'role',
    render: (roles: string[]) => (
      <Flex gap={4} wrap>
        {roles.map((role) => (
          <Tag key={role} color={ROLE_COLORS[role] ?? '#434343'} variant="solid">
            {role}
          </Tag>
        ))}
      </Flex>
    ),
  },
  {
    title: fieldLabels.campain,
    dataIndex: 'campain',
    key: 'campain',
    render: (campaign: string) => campaign || texts.labels.unassigned,
    sorter: byText((p: Profile) => p.campain || texts.labels.unassigned),
  },
  {
    title: 'Acciones',
    key: 'actions',
    fixed: 'end',
    render: (_, p) => (
      <Button
        size="small"
        onClick={() => onEdit(p)}
        aria-label={`${profileTexts.edit} ${fullName(p)}`}
      >
        {profileTexts.edit}
      </Button>
    ),
  },
];
