/** A form read-only until 'Editar información'; 'Cancelar Edición' restores the saved values. */
import { Button, Card, ConfigProvider, Flex, type ThemeConfig } from 'antd';
import type { FormikValues } from 'formik';
import { type ReactNode, useState } from 'react';
import type { AnyObjectSchema } from 'yup';
import { useFeedback } from '../components/feedback';
import { labels } from 'shared-ui/texts';
import { SchemaForm } from 'shared-ui/forms';
import { type ThemeMode, useCan, useThemeMode } from 'shared-ui/session';
import type { Permission } from '../permissions';

/** Read-only values stay readable: antd's disabled grey is for controls that cannot be used at all. */
const readOnlyThemes: Record<ThemeMode, ThemeConfig> = {
  light: {
    token: { colorTextDisabled: 'rgba(0, 0, 0, 0.8)', colorBgContainerDisabled: '#f6f7f9' },
  },
  dark: {
    token: { colorTextDisabled: 'rgba(255, 255, 255, 0.8)', colorBgContainerDisabled: '#1d1d1d' },
  },
};

/** Always a theme object, so toggling never changes the tree (and never remounts the inputs). */
const editingTheme: ThemeConfig = { token: {} };

export interface EditableFormProps<V extends FormikValues> {
  id: string;
  title?: ReactNode;
  schema: AnyObjectSchema;
  /** The saved values; the form shows them and returns to them on cancel. */
  saved: V;
  /** Persists the values; resolves with what the server kept. */
  onSave: (values: V) => Promise<V>;
  successTitle?: string;
  /** What editing needs: without it the form stays read-only, with no 'Editar información'. */
  permission?: Permission;
  children: ReactNode;
}

export function EditableForm<V extends FormikValues>({
  id,
  title,
  schema,
  saved: initiallySaved,
  onSave,
  successTitle = 'Información actualizada',
  permission,
  children,
}: EditableFormProps<V>) {
  const can = useCan();
  const mayEdit = permission === undefined || can(permission);
  const [saved, setSaved] = useState(initiallySaved);
  const [editing, setEditing] = useState(false);
  const feedback = useFeedback();
  const mode = useThemeMode();

  return (
    <Card title={title}>
      <ConfigProvider theme={editing ? editingTheme : readOnlyThemes[mode]}>
        <SchemaForm<V>
          id={id}
          schema={schema}
          initialValues={saved}
          enableReinitialize
          disabled={!editing}
          onSubmit={async (values, helpers) => {
            const kept = await onSave(values);
            setSaved(kept);
            // Show what the server kept even when it equals the first values (a cleared password form).
            helpers.resetForm({ values: kept });
            setEditing(false);
            void feedback.success(successTitle);
          }}
        >
          {(formik) => (
            <>
              {children}
              <Flex gap="small" justify="flex-end" wrap>
                {editing ? (
                  <>
                    <Button
                      htmlType="button"
                      disabled={false}
                      onClick={() => {
                        formik.resetForm({ values: saved });
                        setEditing(false);
                      }}
                    >
                      {labels.cancelEdit}
                    </Button>
                    <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
                      Guardar
                    </Button>
                  </>
                ) : (
                  mayEdit && (
                    <Button
                      type="primary"
                      htmlType="button"
                      disabled={false}
                      onClick={() => setEditing(true)}
                    >
                      {labels.editInformation}
                    </Button>
                  )
                )}
              </Flex>
            </>
          )}
        </SchemaForm>
      </ConfigProvider>
    </Card>
  );
}
