/** /campaigns/crear: the wizard — type, then step 1 (details), then step 2 (schedule and channels). */
import { Button, Card, Flex, Steps } from 'antd';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AnyObjectSchema } from 'yup';
import { ApiError, PageFrame, ResultModal, SchemaForm } from 'shared-ui';
import { campaignStep1Schema } from 'shared-ui/schemas';
import type { Campaign } from 'shared-ui/types';
import { campaignsApi } from '../../api';
import { CampaignDetailsFields, CampaignScheduleFields, CampaignTypeField } from './CampaignFields';
import {
  type CampaignValues,
  campaignDataSchema,
  emptyCampaignValues,
  toCampaignBody,
} from './campaignValues';
import styles from './CampaignCreate.module.css';
import { CAMPAIGNS_CRUMB, LIST_PATH } from '../../paths';
import { campaignTexts as t } from '../../texts';

const STEPS: { title: string; schema: AnyObjectSchema }[] = [
  { title: t.create.steps.type, schema: campaignStep1Schema.pick(['typecampaing']) },
  { title: t.create.steps.data, schema: campaignStep1Schema },
  // The last step checks everything, so the body sent is always whole.
  { title: t.create.steps.schedule, schema: campaignDataSchema },
];
const LAST = STEPS.length - 1;
const STEP1_FIELDS = Object.keys(campaignStep1Schema.fields);

export default function CampaignCreate() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [created, setCreated] = useState<Campaign | null>(null);
  // A new key gives a fresh form for 'Crear otra campaña'.
  const [run, setRun] = useState(0);

  const restart = () => {
    setCreated(null);
    setStep(0);
    setRun((r) => r + 1);
  };

  const submit = async (values: CampaignValues, helpers: FormikHelpers<CampaignValues>) => {
    if (step < LAST) {
      setStep(step + 1);
      // The next step's fields start untouched: no messages until the user acts on them.
      helpers.setTouched({}, false);
      return;
    }
    try {
      setCreated(await campaignsApi.create(toCampaignBody(values)));
    } catch (error) {
      // A server message about a step-1 field: go back to where it can be fixed.
      if (
        error instanceof ApiError &&
        Object.keys(error.fieldErrors).some((f) => STEP1_FIELDS.includes(f))
      )
        setStep(1);
      throw error;
    }
  };

  return (
    <PageFrame title={t.create.title} breadcrumb={[CAMPAIGNS_CRUMB, { title: t.create.title }]}>
      <Card>
        <Steps
          className={styles.steps}
          current={step}
          items={STEPS.map((s) => ({ title: s.title }))}
        />
        <SchemaForm<CampaignValues>
          key={run}
          id="campaign-create"
          schema={STEPS[step]?.schema ?? campaignDataSchema}
          initialValues={emptyCampaignValues()}
          onSubmit={submit}
          submitSaves={step === LAST}
        >
          {(formik) => (
            <Flex vertical gap="middle">
              <div data-step={step}>
                {step === 0 && <CampaignTypeField />}
                {step === 1 && <CampaignDetailsFields />}
                {step === 2 && <CampaignScheduleFields />}
              </div>
              <Flex gap="small" justify="flex-end">
                {step > 0 && (
                  <Button htmlType="button" onClick={() => setStep(step - 1)}>
                    Atrás
                  </Button>
                )}
                <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
                  {step < LAST ? t.create.next : t.create.title}
                </Button>
              </Flex>
            </Flex>
          )}
        </SchemaForm>
      </Card>
      <ResultModal
        open={created !== null}
        title={t.create.created}
        subTitle={created ? `La campaña «${created.name}» se creó y está activa.` : undefined}
        onClose={restart}
        actions={[
          { label: t.create.toList, primary: true, onClick: () => navigate(LIST_PATH) },
          { label: t.create.another, onClick: restart },
        ]}
      />
    </PageFrame>
  );
}
