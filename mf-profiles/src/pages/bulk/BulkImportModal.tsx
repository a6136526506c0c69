/** 'Creación masiva': upload a CSV → pick rows → roles and permission → one POST → summary. */
import { Modal, Steps } from 'antd';
import { useFeedback } from 'shared-ui';
import { bulkTexts, titles } from '../../texts';
import { RolesStep } from './RolesStep';
import { RowsStep } from './RowsStep';
import { SummaryStep } from './SummaryStep';
import { UploadStep } from './UploadStep';
import { STEPS, useBulkImport } from './useBulkImport';

export function BulkImportModal({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  /** Called once the profiles exist (the list reloads). */
  onImported?: () => void;
}) {
  const feedback = useFeedback();
  const bulk = useBulkImport({ onFailure: feedback.sendError });

  const close = () => {
    bulk.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={titles.bulk}
      onCancel={close}
      footer={null}
      width={1100}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Steps
        current={bulk.step}
        size="small"
        items={bulkTexts.steps.map((title) => ({ title }))}
        style={{ marginBottom: 24 }}
      />
      {bulk.step === STEPS.upload && (
        <UploadStep error={bulk.fileError} onFile={bulk.load} onError={bulk.setFileError} />
      )}
      {bulk.step === STEPS.rows && (
        <RowsStep
          fileName={bulk.fileName}
          rows={bulk.rows}
          selected={bulk.selected}
          serverRejected={bulk.serverRejected}
          onSelect={bulk.setSelected}
          onBack={bulk.reset}
          onNext={() => bulk.setStep(STEPS.roles)}
        />
      )}
      {bulk.step === STEPS.roles && (
        <RolesStep
          count={bulk.selected.length}
          roles={bulk.roles}
          onBack={() => bulk.setStep(STEPS.rows)}
          onSubmit={async (role) => {
            if (await bulk.submit(role)) onImported?.();
          }}
        />
      )}
      {bulk.step === STEPS.done && bulk.result && (
        <SummaryStep result={bulk.result} onClose={close} />
      )}
    </Modal>
  );
}
