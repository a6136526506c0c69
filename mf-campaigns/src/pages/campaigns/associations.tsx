/** The edit screen's association tabs: profiles (also its own screen), products and knowledge bases. */
import * as yup from 'yup';
import type { OptionSource } from 'shared-ui';
import { campaignProfilesSchema, idList } from 'shared-ui/schemas';
import type { Campaign, KnowledgeBase, Product, Profile } from 'shared-ui/types';
import { campaignTexts as t } from '../../texts';
import { AssociationForm } from './AssociationForm';

interface TabProps {
  campaign: Campaign;
  onSaved: (campaign: Campaign) => void;
}

// Where each picker searches as the user types (every profile, product and base may be picked).
const profileOptions: OptionSource<Profile> = {
  path: '/profiles',
  options: (rows) =>
    rows.map((p) => ({ value: p.id, label: `${p.name} ${p.lastName} · ${p.email}` })),
};

const productOptions: OptionSource<Product> = {
  path: '/products',
  options: (rows) => rows.map((p) => ({ value: p.id, label: p.name })),
};

const knowledgeBaseOptions: OptionSource<KnowledgeBase> = {
  path: '/knowledgebase',
  options: (rows) =>
    rows.map((k) => ({ value: k.id, label: `${k.name} (${t.associations.questions(k.number)})` })),
};

/** At least one profile ('Selecciona uno o más perfiles'). */
export function ProfilesAssociation(props: TabProps) {
  return (
    <AssociationForm
      {...props}
      field="profilesAssing"
      label={t.associations.profiles.label}
      source={profileOptions}
      schema={campaignProfilesSchema}
      successTitle={t.associations.profiles.saved}
      emptyText={t.associations.profiles.empty}
    />
  );
}

export function ProductsAssociation(props: TabProps) {
  return (
    <AssociationForm
      {...props}
      field="products"
      label={t.associations.products.label}
      source={productOptions}
      schema={yup.object({ products: idList() })}
      successTitle={t.associations.products.saved}
      emptyText={t.associations.products.empty}
    />
  );
}

export function KnowledgeBasesAssociation(props: TabProps) {
  return (
    <AssociationForm
      {...props}
      field="knowledgebases"
      label={t.associations.knowledge.label}
      source={knowledgeBaseOptions}
      schema={yup.object({ knowledgebases: idList() })}
      successTitle={t.associations.knowledge.saved}
      emptyText={t.associations.knowledge.empty}
    />
  );
}
