import { DetailFields, EMPTY_VALUE, formatDate, Anchor, Badge, Group, Stack, Text } from '@bandi/shared-ui';
import { AID_SCHEMES, FundingBadges, STATUS_LABELS, ScopeBadge, StateBadge, deadlineLabel } from '../labels';
import type { AnnouncementContent } from '../types';

/** True for an http(s) address that may be shown as a link. */
function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/**
 * A long text as its paragraphs: a blank line separates paragraphs, a single line break stays a
 * break (the descriptions imported from incentivi.gov.it come with their paragraphs, issue 39,
 * defect 9).
 */
function Paragraphs({ text }: { text: string }) {
  return (
    <Stack gap="xs" data-testid="paragraphs">
      {text.split(/\n{2,}/).map((p, i) => (
        <Text key={i} size="sm" style={{ whiteSpace: 'pre-line' }}>
          {p}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The fields of an announcement the answer carries (docs/domain.md#announcements), in cards: general data,
 * funding and aid schemes, texts. Used by the detail page and by the public page
 * (`publicView` leaves out the internal fields: scope and publication status).
 */
export function AnnouncementSummary({ announcement: a, publicView = false }: { announcement: AnnouncementContent; publicView?: boolean }) {
  const aidSchemes = AID_SCHEMES.filter((s) => a[s.key]);
  return (
    <Stack gap="md">
      <DetailFields
        title="Dati generali"
        fields={[
          { label: 'Ente concedente', value: a.supplying_authority },
          { label: 'Data di apertura', value: a.start_date ? formatDate(a.start_date) : null },
          { label: 'Scadenza', value: deadlineLabel(a.end_date) },
          { label: 'Stato', value: <StateBadge state={a.state} /> },
          { label: 'Ambito', value: <ScopeBadge scope={a.scope} />, hidden: publicView },
          {
            label: 'Pubblicazione',
            value: STATUS_LABELS[a.status] ?? EMPTY_VALUE,
            hidden: publicView || a.status === undefined,
          },
          { label: 'Procedura di valutazione', value: a.evaluation_procedure, hidden: a.evaluation_procedure === undefined },
          {
            label: 'Link alla normativa',
            value: a.link_regulatory ? (
              isHttpUrl(a.link_regulatory) ? (
                <Anchor href={a.link_regulatory} target="_blank" rel="noopener noreferrer" size="sm">
                  {a.link_regulatory}
                </Anchor>
              ) : (
                a.link_regulatory
              )
            ) : null,
            hidden: a.link_regulatory === undefined,
          },
        ]}
      />
      <DetailFields
        title="Agevolazione"
        fields={[
          { label: "Forma dell'agevolazione", value: <FundingBadges announcement={a} /> },
          {
            label: 'Regimi di aiuto',
            value: aidSchemes.length ? (
              <Group gap={4}>
                {aidSchemes.map((s) => (
                  <Badge key={s.key} variant="outline" size="sm" tt="none">
                    {s.label}
                  </Badge>
                ))}
              </Group>
            ) : null,
            hidden: AID_SCHEMES.every((s) => a[s.key] === undefined),
          },
          { label: 'Cumulabilità', value: a.facilitation_cumulability, hidden: a.facilitation_cumulability === undefined },
          {
            label: "Intensità dell'aiuto",
            value: a.facilitation_intensity_of_help,
            hidden: a.facilitation_intensity_of_help === undefined,
          },
          { label: 'Agevolazione concessa', value: a.facilitation_relief, hidden: a.facilitation_relief === undefined },
        ]}
      />
      {a.description !== undefined || a.fact_sheet !== undefined ? (
        <DetailFields
          title="Descrizione"
          cols={1}
          fields={[
            {
              label: 'Descrizione',
              value: a.description ? <Paragraphs text={a.description} /> : null,
              hidden: a.description === undefined,
              wide: true,
            },
            {
              label: 'Scheda sintetica',
              value: a.fact_sheet ? <Paragraphs text={a.fact_sheet} /> : null,
              hidden: a.fact_sheet === undefined,
              wide: true,
            },
          ]}
        />
      ) : null}
    </Stack>
  );
}
