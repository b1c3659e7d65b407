import { useState } from 'react';
import { Button, Menu, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { api } from '../api/client';
import { errorMessage } from '../api/errors';

/** A value of an export's query: empty values (undefined, null, '', false) are not sent. */
export type ExportParam = string | number | boolean | null | undefined;

export interface ExportMenuProps {
  /**
   * The export's address under `/api/`, e.g. `/projects/3/clients/export` (docs/api.md#exports):
   * the list's own address followed by `/export`.
   */
  path: string;
  /** The list's current search and filters, with the names its API takes (`search`, `region`…); never `skip`/`take`. */
  params?: Record<string, ExportParam>;
  /** Root `data-testid`; default `export-menu`. */
  testId?: string;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, or `fallback`. */
export function attachmentName(header: unknown, fallback: string): string {
  const m = typeof header === 'string' ? /filename="?([^";]+)"?/.exec(header) : null;
  return m?.[1] ?? fallback;
}

/** The query of an export: the non-empty params plus `format`. */
export function exportQuery(params: Record<string, ExportParam>, format: 'xlsx' | 'csv'): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '' || v === false) continue;
    query[k] = v === true ? 'true' : typeof v === 'string' ? v.trim() : v;
    if (query[k] === '') delete query[k];
  }
  return { ...query, format };
}

/** The Italian message of a failed download (a blob answer carries the JSON error as a Blob). */
async function downloadError(e: unknown): Promise<string> {
  const data = (e as { response?: { data?: unknown } }).response?.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      const body = JSON.parse(await data.text()) as unknown;
      return errorMessage({ ...(e as object), response: { ...(e as { response: object }).response, data: body } });
    } catch {
      // not JSON: the status's message
    }
  }
  return errorMessage(e);
}

/**
 * "Esporta" menu of a list page (issue 33): "Excel (.xlsx)" or "CSV" downloads every row of the
 * list as it is filtered on screen, through the shared `api` client (session cookie, XSRF, the
 * shell's error handlers) as a blob, saved with the server's file name (`clienti-2026-11-29.xlsx`).
 * Put it in ListPage's `actions`.
 */
export function ExportMenu({ path, params = {}, testId = 'export-menu' }: ExportMenuProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async (format: 'xlsx' | 'csv') => {
    setBusy(true);
    setError(null);
    try {
      const res = await api.get<Blob>(path.replace(/^\/+/, ''), {
        params: exportQuery(params, format),
        responseType: 'blob',
        headers: { Accept: '*/*' },
      });
      const name = attachmentName(res.headers['content-disposition'], `esportazione.${format}`);
      const url = URL.createObjectURL(res.data);
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (e) {
      setError(await downloadError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span data-testid={testId}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy} data-testid={`${testId}-button`}>
            Esporta
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void download('xlsx')} data-testid={`${testId}-xlsx`}>
            Excel (.xlsx)
          </Menu.Item>
          <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => void download('csv')} data-testid={`${testId}-csv`}>
            CSV
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {error && (
        <Text size="xs" c="red" role="alert" data-testid={`${testId}-error`}>
          {error}
        </Text>
      )}
    </span>
  );
}
