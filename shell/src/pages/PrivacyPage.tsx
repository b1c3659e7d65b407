import { Anchor, List, Paper, Stack, Text, Title } from '@bandi/shared-ui';
import { Link } from 'react-router-dom';

/** `/privacy`: cookie and privacy notice linked from the login page (docs/screens.md#login) and the sidebar. */
export default function PrivacyPage() {
  return (
    <Paper withBorder p="xl" radius="md" maw={820} mx="auto">
      <Stack gap="md">
        <Title order={1} fz="h2">
          Informativa privacy e cookie
        </Title>
        <Text>
          Portale Bandi tratta i dati personali degli utenti (nome, cognome, email, telefono) e i dati delle imprese clienti esclusivamente
          per erogare il servizio di gestione di bandi, clienti e richieste all'interno dell'organizzazione che ha attivato l'account.
        </Text>
        <Title order={2} fz="h4">
          Cookie e archiviazione locale
        </Title>
        <Text>Il portale usa solo strumenti tecnici, necessari al funzionamento, senza profilazione né pubblicità:</Text>
        <List spacing="xs">
          <List.Item>un cookie di sessione, che mantiene l'accesso dopo il login;</List.Item>
          <List.Item>un cookie di sicurezza (XSRF-TOKEN), che protegge i moduli da richieste non autorizzate;</List.Item>
          <List.Item>l'archiviazione locale del browser, per ricordare l'ambiente attivo e lo stato del menu laterale.</List.Item>
        </List>
        <Text>Per questi strumenti tecnici non è richiesto il consenso. Eliminandoli dal browser si viene disconnessi dal portale.</Text>
        <Title order={2} fz="h4">
          Diritti dell'interessato
        </Title>
        <Text>
          Per accedere ai propri dati, chiederne la rettifica o la cancellazione, rivolgersi all'amministratore del proprio ambiente o al
          titolare del trattamento indicato nel contratto di servizio.
        </Text>
        <Anchor component={Link} to="/accedi">
          Torna al login
        </Anchor>
      </Stack>
    </Paper>
  );
}
