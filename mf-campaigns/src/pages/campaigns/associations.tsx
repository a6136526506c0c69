/** The edit screen's association tabs: profiles (also its own screen), products and knowledge bases. */
import * as yup from 'yup';
import { campaignProfilesSchema, idList } from 'shared-ui/schemas';
import type { Campaign } from 'shared-ui/types';
import { optionsApi } from '../../api';
import { AssociationForm } from './AssociationForm';

interface TabProps {
  campaign: Campaign;
  onSaved: (campaign: Campaign) => void;
}

const profileOptions = async () =>
  (await optionsApi.profiles()).map((p) => ({
    value: p.id,
    label: `${p.name} ${p.lastName} · ${p.email}`,
  }));

const productOptions = async () =>
  (await optionsApi.products()).map((p) => ({ value: p.id, label: p.name }));

const knowledgeBaseOptions = async () =>
  (await optionsApi.knowledgeBases()).map((k) => ({
    value: k.id,
    label: `${k.name} (${k.number} preguntas)`,
  }));

/** At least one profile ('Selecciona uno o más perfiles'). */
export function ProfilesAssociation(props: TabProps) {
  return (
    <AssociationForm
      {...props}
      field="profilesAssing"
      label="Perfiles asociados"
      loadOptions={profileOptions}
      schema={campaignProfilesSchema}
      successTitle="Perfiles asociados a la campaña"
      emptyText="No hay perfiles creados"
    />
  );
}

export function ProductsAssociation(props: TabProps) {
  return (
    <AssociationForm
      {...props}
      field="products"
      label="Productos asociados"
      loadOptions={productOptions}
      schema={yup.object({ products: idList() })}
      successTitle="Productos asociados a la campaña"
      emptyText="No hay productos creados"
    />
  );
}

export function KnowledgeBasesAssociation(props: TabProps) {
  return (
    <AssociationForm
      {...props}
      field="knowledgebases"
      label="Bases de conocimiento asociadas"
      loadOptions={knowledgeBaseOptions}
      schema={yup.object({ knowledgebases: idList() })}
      successTitle="Bases de conocimiento asociadas a la campaña"
      emptyText="No hay bases de conocimiento creadas"
    />
  );
}
