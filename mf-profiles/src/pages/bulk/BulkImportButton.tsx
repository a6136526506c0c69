/** The 'Creación masiva' button; the import modal (and the CSV parser) load on the first click. */
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { texts } from 'shared-ui/schemas';

const BulkImportModal = lazy(() =>
  import('./BulkImportModal').then((m) => ({ default: m.BulkImportModal })),
);

export function BulkImportButton({ onImported }: { onImported?: () => void }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {texts.labels.bulkCreate}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <BulkImportModal open={open} onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
}
