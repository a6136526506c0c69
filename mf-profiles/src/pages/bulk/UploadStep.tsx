/** Step 1: pick a CSV (click or drop) and download the example file. */
import { Alert, Flex, Typography, Upload } from 'antd';
import { bulkTexts } from '../../texts';
import { sampleCsv } from './csv';

const sampleHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(sampleCsv())}`;

export function UploadStep({
  error,
  onFile,
  onError,
}: {
  error: string | null;
  onFile: (name: string, text: string) => void;
  onError: (message: string) => void;
}) {
  const read = async (file: File) => {
    if (!/\.csv$/i.test(file.name)) {
      onError(bulkTexts.notCsv);
      return;
    }
    try {
      onFile(file.name, await file.text());
    } catch {
      onError(bulkTexts.unreadable);
    }
  };

  return (
    <Flex vertical gap="middle">
      <Upload.Dragger
        accept=".csv,text/csv"
        multiple={false}
        showUploadList={false}
        beforeUpload={(file) => {
          void read(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-text">{bulkTexts.uploadTitle}</p>
        <p className="ant-upload-hint">{bulkTexts.uploadHint}</p>
      </Upload.Dragger>
      {error && <Alert type="error" showIcon title={error} />}
      <Typography.Link href={sampleHref()} download={bulkTexts.sampleName}>
        {bulkTexts.sample}
      </Typography.Link>
    </Flex>
  );
}
