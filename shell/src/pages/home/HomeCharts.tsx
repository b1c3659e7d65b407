import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { formatMoney, Box, SimpleGrid, Text } from '@bandi/shared-ui';
import type { Schema } from '@bandi/api-client';

type Stage = Schema<'HomePipelineStage'>;

/**
 * The pipeline of La mia giornata as two bar charts (`@mantine/charts`, recharts underneath):
 * negotiations per stage, and the EUR amounts per stage (requested, granted, success fees). A chunk
 * of its own, loaded with the page after the numbers: the table beside it carries the same
 * figures for a screen reader, so each chart is one image with a name.
 */
export default function HomeCharts({ stages }: { stages: Stage[] }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" data-testid="home-charts">
      <Box>
        <Text fw={600} mb="xs" id="home-chart-count">
          Trattative per fase
        </Text>
        <Box role="img" aria-labelledby="home-chart-count" data-testid="home-chart-count">
          <BarChart
            h={320}
            data={stages}
            dataKey="label"
            orientation="vertical"
            yAxisProps={{ width: 150 }}
            series={[{ name: 'count', label: 'Trattative', color: 'blue.6' }]}
            valueFormatter={(v) => String(v)}
            withTooltip={false}
          />
        </Box>
      </Box>
      <Box>
        <Text fw={600} mb="xs" id="home-chart-amounts">
          Importi per fase (EUR)
        </Text>
        <Box role="img" aria-labelledby="home-chart-amounts" data-testid="home-chart-amounts">
          <BarChart
            h={320}
            data={stages}
            dataKey="label"
            orientation="vertical"
            yAxisProps={{ width: 150 }}
            series={[
              { name: 'amount_requested', label: 'Richiesto', color: 'gray.6' },
              { name: 'amount_granted', label: 'Concesso', color: 'teal.7' },
              { name: 'success_fees', label: 'Success fee', color: 'orange.7' },
            ]}
            valueFormatter={(v) => formatMoney(v)}
            withLegend
            withTooltip={false}
          />
        </Box>
      </Box>
    </SimpleGrid>
  );
}
