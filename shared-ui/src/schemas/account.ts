/** Company data and company representative schemas (SPEC.md section 5). */
import * as yup from 'yup';
import { GENDERS, LIMITS, REPRESENTATIVE_AGES } from '../constants';
import { validation } from 'shared-ui/texts';
import { blankToUndefined, email, oneOfText, optionalText, requiredText } from './common';
import { requiredMessage } from './settings';

export const COMPANY_LABELS = {
  razon_social: 'Razón social',
  rif: 'RIF',
  country: 'País',
  city: 'Ciudad',
  address: 'Dirección',
  size_org: 'Tamaño de la organización',
  page_web: 'Página web',
  movil_org: 'Móvil de la organización',
  phone_org: 'Teléfono de la organización',
  email: 'Correo electrónico',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  sector: 'Sector',
  servicio: 'Servicio',
  products: 'Productos',
} as const;

export const REPRESENTATIVE_LABELS = {
  name: 'Nombre',
  lastName: 'Apellido',
  age: 'Edad',
  gender: 'Género',
  email_personal: 'Correo personal',
  mobile: 'Móvil',
  country: 'País',
  city: 'Ciudad',
  direction: 'Dirección',
  email_empresa: 'Correo de la empresa',
  cargo: 'Cargo',
  movil_empresa: 'Móvil de la empresa',
  grupo_trabajo: 'Grupo de trabajo',
} as const;

const text = (label: string) => requiredText(requiredMessage(label));

export const companySchema = yup.object({
  razon_social: text(COMPANY_LABELS.razon_social),
  rif: text(COMPANY_LABELS.rif),
  country: text(COMPANY_LABELS.country),
  city: text(COMPANY_LABELS.city),
  address: requiredText(requiredMessage(COMPANY_LABELS.address), LIMITS.longText),
  size_org: text(COMPANY_LABELS.size_org),
  page_web: optionalText(),
  movil_org: text(COMPANY_LABELS.movil_org),
  phone_org: text(COMPANY_LABELS.phone_org),
  email: email(requiredMessage(COMPANY_LABELS.email)),
  facebook: optionalText(),
  instagram: optionalText(),
  linkedin: optionalText(),
  twitter: optionalText(),
  sector: text(COMPANY_LABELS.sector),
  servicio: text(COMPANY_LABELS.servicio),
  products: text(COMPANY_LABELS.products),
});

export const representativeSchema = yup.object({
  name: text(REPRESENTATIVE_LABELS.name),
  lastName: text(REPRESENTATIVE_LABELS.lastName),
  age: yup
    .number()
    .transform(blankToUndefined)
    .typeError(requiredMessage(REPRESENTATIVE_LABELS.age))
    .required(requiredMessage(REPRESENTATIVE_LABELS.age))
    .oneOf([...REPRESENTATIVE_AGES], validation.common.invalidOption),
  gender: oneOfText(
    GENDERS.map((g) => g.value),
    requiredMessage(REPRESENTATIVE_LABELS.gender),
  ),
  email_personal: email(requiredMessage(REPRESENTATIVE_LABELS.email_personal)),
  mobile: text(REPRESENTATIVE_LABELS.mobile),
  country: text(REPRESENTATIVE_LABELS.country),
  city: text(REPRESENTATIVE_LABELS.city),
  direction: requiredText(requiredMessage(REPRESENTATIVE_LABELS.direction), LIMITS.longText),
  email_empresa: email(requiredMessage(REPRESENTATIVE_LABELS.email_empresa)),
  cargo: text(REPRESENTATIVE_LABELS.cargo),
  movil_empresa: text(REPRESENTATIVE_LABELS.movil_empresa),
  grupo_trabajo: text(REPRESENTATIVE_LABELS.grupo_trabajo),
});
