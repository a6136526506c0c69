// Cells both tables of 'Estado de las áreas' draw: a release id, and an error's stack with a copy button.
import { Typography } from 'antd';
import styles from './status.module.css';
import { reportTexts, statusTexts } from './texts';

/** A release id in monospace, or 'Desconocida'. */
export function Release({ value }: { value: string | null | undefined }) {
  if (!value)
    return <Typography.Text type="secondary">{statusTexts.unknownRelease}</Typography.Text>;
  return <span className={styles.mono}>{value}</span>;
}

/** Text read out or compared character by character (a code, a route), in monospace. */
export function Mono({ children }: { children: string }) {
  return <span className={styles.mono}>{children}</span>;
}

/**
 * The stack under an error's message, folded: 'Ver traza' opens it, with a button that copies it
 * whole. Its long lines wrap, so neither a table cell nor a phone's card grows sideways.
 */
export function ErrorStack({ stack }: { stack: string | null | undefined }) {
  if (!stack) return null;
  return (
    <details className={styles.stack}>
      <summary>{reportTexts.showStack}</summary>
      <Typography.Paragraph
        copyable={{ text: stack, tooltips: [reportTexts.copyStack, reportTexts.copied] }}
      >
        <pre>{stack}</pre>
      </Typography.Paragraph>
    </details>
  );
}
