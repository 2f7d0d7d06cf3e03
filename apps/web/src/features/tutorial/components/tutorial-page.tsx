import { useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepContent from '@mui/material/StepContent';
import Stepper from '@mui/material/Stepper';
import { PageHeading } from '../../../components/page-heading';
import { AnalysisStep, DetailStep, OrganizeStep, PlanStep } from './feature-steps';
import { FacetStep, RangeStep, StartStep, SyntaxStep } from './search-steps';

const STEPS: { title: string; Body: ComponentType<{ open: boolean }> }[] = [
  { title: '検索を始める', Body: StartStep },
  { title: '検索式を組み立てる', Body: SyntaxStep },
  { title: '件数を見ながら絞り込む', Body: FacetStep },
  { title: '物性値の範囲で探す', Body: RangeStep },
  { title: '詳細ページと実施例を読む', Body: DetailStep },
  { title: '比較・ブックマーク・表示項目', Body: OrganizeStep },
  { title: '分析の機能へ進む', Body: AnalysisStep },
  { title: 'プランと使える範囲', Body: PlanStep },
];

/**
 * `/tutorial`: a guided walk through the service. The search steps run real searches of the catalogue
 * (the demo data on a demo installation), so what the page shows is what the list pages will show.
 */
export function TutorialPage() {
  const [active, setActive] = useState(0);
  return (
    <>
      <PageHeading
        title="チュートリアル"
        description="検索から分析まで、実際のデータで順に使い方をご説明します。各ステップの例はその場で検索した結果です。"
      />
      {/* MUI marks a stepper with step buttons as a tablist, but a vertical stepper holds each step's
          content inside the list, which a tablist may not: it is announced as a list of expandable steps. */}
      <Stepper
        nonLinear
        activeStep={active}
        orientation="vertical"
        role="list"
        aria-orientation={undefined}
        aria-label="チュートリアルの手順"
      >
        {STEPS.map(({ title, Body }, index) => (
          <Step key={title} completed={false} role="listitem">
            <StepButton
              onClick={() => setActive(index)}
              role="button"
              aria-selected={undefined}
              aria-posinset={undefined}
              aria-setsize={undefined}
              aria-expanded={index === active}
            >
              {title}
            </StepButton>
            <StepContent slotProps={{ transition: { unmountOnExit: true } }}>
              <Box component="section" aria-label={title} sx={{ pt: 1 }}>
                <Body open={index === active} />
                <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
                  {index > 0 && <Button onClick={() => setActive(index - 1)}>戻る</Button>}
                  {index < STEPS.length - 1 && (
                    <Button variant="contained" onClick={() => setActive(index + 1)}>
                      次へ: {STEPS[index + 1]!.title}
                    </Button>
                  )}
                </Box>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
    </>
  );
}
