/** Columns of the profile table: name, email, phone, roles as tags, campaign, edit. */
import { Button, Flex, type TableColumnsType, Tag } from 'antd';

import { formatDate } from 'shared-ui';
import { PHONE_COUNTRY, texts } from 'shared-ui/schemas';
import type { Profile } from 'shared-ui/types';
import { fieldLabels, profileTexts } from '../../texts';

const ROLE_COLORS: Record<string, string> = {
  Administrativo: 'blue',
  Funcional: 'purple',
  Agente: 'green',
};

export const fullName = (p: Pick<Profile, 'name' | 'lastName'>) => `${p.name} ${p.lastName}`.trim();

export const profileColumns = (onEdit: (p: Profile) => void): TableColumnsType<Profile> => [
  { title: fieldLabels.name, key: 'name', render: (_, p) => fullName(p) },
  { title: fieldLabels.email, dataIndex: 'email', key: 'email' },
  {
    title: fieldLabels.phone,
    dataIndex: 'phone',
    key: 'phone',
    render: (phone: string) => `${PHONE_COUNTRY.dial} ${phone}`,
  },
  {
    title: 'Roles',
    dataIndex: 'role',
    key: 'role',
    render: (roles: string[]) => (
      <Flex gap={4} wrap>
        {roles.map((role) => (
          <Tag key={role} color={ROLE_COLORS[role]}>
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
  },
  {
    title: 'Creado',
    dataIndex: 'createdAt',
    key: 'createdAt',
    render: (value: string) => formatDate(value),
  },
  {
    title: 'Acciones',
    key: 'actions',
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
