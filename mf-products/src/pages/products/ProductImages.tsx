/** The product's images: each file checked (type, size, count) before POST /uploads, bound to formik `images`. */
import { Alert, Form, Upload, type UploadFile, type UploadProps } from 'antd';
import { useField } from 'formik';
import { useRef, useState } from 'react';
import { useFeedback, useFieldId } from 'shared-ui';
import { LIMITS } from 'shared-ui/schemas';
import type { UploadedFile } from 'shared-ui/types';
import { uploads } from 'shared-ui/texts';
import { uploadFiles } from '../../api';
import { actions, productFields, uploadHint, uploadRefusedTitle } from '../../texts';
import { ACCEPT, fileNameOf, photosFirst, previewOf, refusal } from './uploadRules';

const stored = (url: string): UploadFile => ({
  uid: url,
  name: fileNameOf(url),
  status: 'done',
  url,
  thumbUrl: previewOf(url),
});

export function ProductImages({ name = 'images' }: { name?: string }) {
  const [field, meta, helpers] = useField<string[]>(name);
  const id = useFieldId(name);
  const { message } = useFeedback();
  const urls = field.value ?? [];
  // Uploads finish one by one and out of order: the latest list and the files still on their
  // way are kept in refs so each completion and each count check sees the others.
  const latest = useRef(urls);
  latest.current = urls;
  const reserved = useRef(0);
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [refused, setRefused] = useState<string[]>([]);

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (file === batch[0]) setRefused([]);
    const reason = refusal(file, latest.current.length + reserved.current);
    if (reason) {
      const text = `${file.name}: ${reason}`;
      setRefused((prev) => (prev.includes(text) ? prev : [...prev, text]));
      message.error(text);
      return Upload.LIST_IGNORE;
    }
    reserved.current += 1;
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const upload = file as File;
    uploadFiles([upload])
      .then(([saved]) => {
        if (!saved) throw new Error('empty upload response');
        const next = photosFirst([...latest.current, saved.url]);
        latest.current = next;
        void helpers.setValue(next, true);
        onSuccess?.(saved);
        message.success(uploads.success(upload.name));
      })
      .catch((error: unknown) => {
        onError?.(error instanceof Error ? error : new Error(String(error)));
        message.error(uploads.failure(upload.name));
      })
      .finally(() => {
        reserved.current -= 1;
      });
  };

  const onChange: UploadProps<UploadedFile>['onChange'] = ({ fileList }) => {
    const saved = new Set(latest.current);
    setPending(
      fileList.filter(
        (f) =>
          !saved.has(f.uid) &&
          f.status !== 'done' &&
          f.status !== 'removed' &&
          !saved.has(f.response?.url ?? ''),
      ),
    );
  };

  const onRemove = (file: UploadFile) => {
    if (latest.current.includes(file.uid)) {
      const next = latest.current.filter((u) => u !== file.uid);
      latest.current = next;
      void helpers.setValue(next, true);
    }
    return true;
  };

  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const full = urls.length + pending.filter((f) => f.status === 'uploading').length;
  return (
    <Form.Item
      label={productFields.images}
      htmlFor={id}
      extra={uploadHint}
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      <Upload<UploadedFile>
        id={id}
        listType="picture-card"
        multiple
        // 'native': the picker suggests these types, but every file still reaches beforeUpload,
        // so a refused one gets a visible message instead of vanishing.
        accept={{ format: ACCEPT, filter: 'native' }}
        fileList={[...urls.map(stored), ...pending]}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={onChange}
        onRemove={onRemove}
      >
        {full < LIMITS.uploadFiles ? `+ ${actions.upload}` : null}
      </Upload>
      {refused.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={uploadRefusedTitle}
          description={
            <ul>
              {refused.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          }
        />
      )}
    </Form.Item>
  );
}
