import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  forwardExplorationRequestSchema,
  inverseExplorationRequestSchema,
  EXPLORATION_LIMITS,
  type ExplorationKind,
  type ExplorationVariables,
  type ForwardExplorationRequest,
  type InverseExplorationRequest,
} from '@app/contract/explorations';
import { FormTextField } from '../../../../components/form/form-text-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { handleApiError } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { useCategories } from '../../api/get-categories';
import { useScopeVariables } from '../../api/get-csv-variables';
import { useStartForwardExploration, useStartInverseExploration } from '../../api/start-exploration';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { feasibilityHints } from '../../utils/feasibility';
import {
  EMPTY_FORM,
  defaultGoal,
  defaultSumEnabled,
  isIngredient,
  type ExploreFormValues,
} from '../../utils/form-values';
import { contractResolver, fieldOf, submittedRequest } from '../../utils/resolver';
import { resultHref } from '../../utils/result-href';
import { richestTheme, scopeLabelOf, scopeQueryOf } from '../../utils/scope-query';
import { toForwardRequest, toInverseRequest } from '../../utils/to-request';
import { ConstraintsSection } from './constraints-section';
import type { LoadedCsv } from './csv-upload';
import { GoalsSection } from './goals-section';
import { NumberField } from './number-field';
import { ScopeSection, themeValue } from './scope-section';
import { TrainingSampleField } from './training-sample-field';
import { VariablePicker } from './variable-picker';
import { formatJaNumber } from '../../../../lib/ja-number';

type ExplorationRequest = ForwardExplorationRequest | InverseExplorationRequest;

const KIND_LABEL: Record<ExplorationKind, string> = { forward: '順解析', inverse: '逆解析' };

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Box>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
      </Box>
      {children}
    </Paper>
  );
}

/**
 * The form of /explore-products/new and /new-inverse: the scope, the variables and (inverse) goals and
 * constraints, filled with defaults from the categories call so that sending it untouched works. The
 * contract's zod schema checks it (contractResolver); the server's own rejections land on the same fields.
 */
export function ExploreForm({
  kind,
  initial,
}: {
  kind: ExplorationKind;
  initial?: Partial<ExploreFormValues>;
}) {
  const navigate = useNavigate();
  const resolver = useMemo(
    () =>
      kind === 'forward'
        ? contractResolver(forwardExplorationRequestSchema, toForwardRequest)
        : contractResolver(inverseExplorationRequestSchema, toInverseRequest),
    [kind],
  );
  const form = useForm<ExploreFormValues>({
    resolver,
    defaultValues: { ...EMPTY_FORM, ...initial },
  });
  const { control, setValue, getFieldState, handleSubmit, setError, formState, getValues } = form;
  const startForward = useStartForwardExploration();
  const startInverse = useStartInverseExploration();

  const watched = useWatch({ control });
  const values = { ...EMPTY_FORM, ...watched } as ExploreFormValues;

  // Themes, and the variables of the chosen catalogue scope (or of the uploaded CSV).
  const themesQuery = useCategories({});
  const themes = useMemo(() => themesQuery.data?.themes ?? [], [themesQuery.data]);
  const currentScopeQuery = scopeQueryOf(values);
  const scopeQuery = useDebouncedValue(currentScopeQuery, 400);
  // While the user is still changing the scope, the previous scope's variables are not shown as current.
  const scopeSettling = JSON.stringify(currentScopeQuery) !== JSON.stringify(scopeQuery);
  const scopeVariables = useCategories(scopeQuery ?? {}, scopeQuery !== null);
  const csvVariables = useScopeVariables();
  const [csv, setCsv] = useState<LoadedCsv | null>(null);

  const variables: ExplorationVariables | null =
    values.scopeType === 'csv'
      ? (csvVariables.data ?? null)
      : scopeQuery && !scopeSettling && !scopeVariables.isPlaceholderData
        ? (scopeVariables.data?.variables ?? null)
        : null;
  const variablesLoading =
    values.scopeType === 'csv'
      ? csvVariables.isPending
      : currentScopeQuery !== null && (scopeSettling || scopeVariables.isFetching);

  // The default theme: the one with the most examples.
  useEffect(() => {
    const best = richestTheme(themes);
    if (best && !getValues('theme')) setValue('theme', themeValue(best));
  }, [themes, getValues, setValue]);

  // A new scope's variables bring its default selection (and, inverse, goals and the sum constraint).
  const appliedFor = useRef<ExplorationVariables | null>(null);
  useEffect(() => {
    if (!variables || appliedFor.current === variables) return;
    appliedFor.current = variables;
    const { inputs, targets } = variables.defaults;
    setValue('inputs', inputs);
    setValue('targets', targets);
    if (kind === 'inverse') {
      const chosenTargets = variables.targets.filter((t) => targets.includes(t.key));
      setValue('goals', chosenTargets.map(defaultGoal));
      const chosenIngredients = variables.inputs.filter((v) => inputs.includes(v.key) && isIngredient(v));
      setValue('sumEnabled', defaultSumEnabled(chosenIngredients));
      setValue('limits', []);
      setValue('groups', []);
    }
  }, [variables, kind, setValue]);

  // The default name follows the scope until the user writes their own.
  const scopeLabel = scopeLabelOf(values, themes);
  useEffect(() => {
    if (!scopeLabel || getFieldState('name').isDirty) return;
    setValue('name', `${scopeLabel}の${KIND_LABEL[kind]}`.slice(0, EXPLORATION_LIMITS.nameMaxLength));
  }, [scopeLabel, kind, getFieldState, setValue]);

  const inputStats = useMemo(() => variables?.inputs ?? [], [variables]);
  const targetStats = useMemo(() => variables?.targets ?? [], [variables]);
  const chosenTargets = targetStats.filter((t) => values.targets.includes(t.key));
  const chosenIngredients = inputStats.filter((v) => values.inputs.includes(v.key) && isIngredient(v));
  const hints =
    kind === 'inverse'
      ? feasibilityHints(
          values,
          chosenIngredients.map((v) => ({ key: v.key, name: v.name, max: v.max })),
        )
      : [];

  /** Keeps goals, limits and groups in step with the chosen variables. */
  const onInputsChange = (keys: string[]) => {
    if (kind !== 'inverse') return;
    setValue(
      'limits',
      getValues('limits').filter((row) => keys.includes(row.key)),
    );
    setValue(
      'groups',
      getValues('groups').map((group) => ({
        ...group,
        inputs: group.inputs.filter((k) => keys.includes(k)),
      })),
    );
  };
  const onTargetsChange = (keys: string[]) => {
    if (kind !== 'inverse') return;
    const goals = getValues('goals').filter((goal) => keys.includes(goal.target));
    const added = targetStats.filter((t) => keys.includes(t.key) && !goals.some((g) => g.target === t.key));
    setValue('goals', [...goals, ...added.map(defaultGoal)]);
  };

  const onCsvLoaded = (loaded: LoadedCsv | null) => {
    setCsv(loaded);
    setValue('csvText', loaded?.text ?? '');
    setValue('csvFileName', loaded?.fileName ?? '');
    csvVariables.reset();
    if (loaded && loaded.overview.inputs.length > 0 && loaded.overview.targets.length > 0) {
      csvVariables.mutate(
        { scope: { type: 'csv', csv: loaded.text, fileName: loaded.fileName }, includeComparative: true },
        { onError: (error) => showServerError(error) },
      );
    }
  };

  /** A rejection by the server: its 422 issues under the fields they name, any other reason above the button. */
  const showServerError = (error: unknown) => {
    if (error instanceof ApiError && (error.status === 422 || error.status === 400)) {
      if (Array.isArray(error.detail)) {
        let first = true;
        for (const issue of error.detail) {
          const path = issue.loc[0] === 'body' || issue.loc[0] === 'query' ? issue.loc.slice(1) : issue.loc;
          const field = fieldOf(path, getValues());
          if (field) {
            setError(
              field as FieldPath<ExploreFormValues>,
              { type: 'server', message: issue.msg },
              { shouldFocus: first },
            );
            first = false;
          } else {
            setError('root.server', { type: 'server', message: issue.msg });
          }
        }
        return;
      }
      if (typeof error.detail === 'string' && error.detail) {
        setError('root.server', { type: 'server', message: error.detail });
        return;
      }
    }
    handleApiError(error);
  };

  const onSubmit = handleSubmit(async (submitted) => {
    const request = submittedRequest<ExplorationRequest>(submitted);
    try {
      const created =
        kind === 'forward'
          ? await startForward.mutateAsync(request as ForwardExplorationRequest)
          : await startInverse.mutateAsync(request as InverseExplorationRequest);
      await navigate(resultHref(created));
    } catch (error) {
      showServerError(error);
    }
  });

  const rootMessages = [formState.errors.root?.message, formState.errors.root?.server?.message].filter(
    (m): m is string => Boolean(m),
  );
  const scopeError = values.scopeType !== 'csv' && scopeVariables.isError ? scopeVariables.error : null;

  return (
    <Box
      component="form"
      noValidate
      aria-label={`${KIND_LABEL[kind]}の設定`}
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 3, maxWidth: 1100 }}
    >
      <Section
        title="1. 学習に使うデータ"
        description="どの実施例から配合と物性の関係を学ぶかを選びます。お手持ちの実験データ（CSV）も使えます。"
      >
        <ScopeSection
          control={control}
          scopeType={values.scopeType}
          themes={themes}
          themesLoading={themesQuery.isPending}
          csv={csv}
          csvError={formState.errors.csvText?.message}
          onCsvLoaded={onCsvLoaded}
        />
        <ScopeSummary
          variables={variables}
          loading={variablesLoading}
          waiting={values.scopeType !== 'csv' && scopeQuery === null}
          error={scopeError}
        />
        <TrainingSampleField
          control={control}
          chosen={values.trainingRows}
          examplesInScope={variables?.examplesInScope ?? null}
        />
      </Section>

      <Section
        title="2. 入力と物性"
        description="配合量や条件など、予測の手がかりにする入力（説明変数）と、予測したい物性（目的変数）を選びます。データの多い項目を最初から選んであります。"
      >
        <VariablePicker
          control={control}
          name="inputs"
          label="説明変数（入力）"
          options={inputStats}
          loading={variablesLoading}
          onKeysChange={onInputsChange}
          hint={`配合量・条件を ${EXPLORATION_LIMITS.maxInputs} 個まで。件数は値のある実施例の数です。`}
        />
        <VariablePicker
          control={control}
          name="targets"
          label="目的変数（物性）"
          options={targetStats}
          loading={variablesLoading}
          onKeysChange={onTargetsChange}
          hint={`予測する物性を ${EXPLORATION_LIMITS.maxTargets} 個まで。`}
        />
      </Section>

      {kind === 'forward' && (
        <Section
          title="3. 精度の確かめ方"
          description="データを分けて、学習に使わなかった実施例をどのくらい正確に予測できるかを確かめます（k 分割交差検証）。"
        >
          <Box sx={{ maxWidth: 260 }}>
            <NumberField
              control={control}
              name="folds"
              label="分割数"
              size="medium"
              hint={`${EXPLORATION_LIMITS.minFolds}〜${EXPLORATION_LIMITS.maxFolds}。通常は 5 のままで構いません。`}
            />
          </Box>
        </Section>
      )}

      {kind === 'inverse' && (
        <>
          <Section
            title="3. 目標"
            description="物性ごとに、最大化・最小化・目標値・範囲内のどれを目指すかと、その重みを決めます。"
          >
            <GoalsSection control={control} targets={chosenTargets} />
          </Section>
          <Section
            title="4. 配合の制約"
            description="提案する配合が守るべき条件です。満たせない組み合わせは、実行前にここでお知らせします。"
          >
            <ConstraintsSection control={control} ingredients={chosenIngredients} hints={hints} />
          </Section>
          <Section title="5. 提案する候補の数">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '16rem 16rem' } }}>
              <NumberField
                control={control}
                name="candidates"
                label="予測が最良の候補"
                size="medium"
                hint={`1〜${EXPLORATION_LIMITS.maxCandidates}件`}
              />
              <NumberField
                control={control}
                name="nextToTest"
                label="次に試すべき候補"
                size="medium"
                hint={`情報量が多い候補。0〜${EXPLORATION_LIMITS.maxNextToTest}件`}
              />
            </Box>
          </Section>
        </>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <FormTextField
          control={control}
          name="name"
          label="この探索の名前"
          autoComplete="off"
          hint="一覧で見分けるための名前です。"
        />
        {rootMessages.length > 0 && (
          <Alert severity="error" role="alert">
            <AlertTitle>実行できませんでした</AlertTitle>
            {rootMessages.map((message) => (
              <Box key={message} sx={{ whiteSpace: 'pre-line' }}>
                {message}
              </Box>
            ))}
          </Alert>
        )}
        {formState.submitCount > 0 && !formState.isValid && rootMessages.length === 0 && (
          <Typography color="error" variant="body2" role="alert">
            入力内容を確認してください。赤字の項目に誤りがあります。
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <SubmitButton pending={formState.isSubmitting}>{KIND_LABEL[kind]}を実行する</SubmitButton>
          {hints.length > 0 && (
            <Typography variant="body2" color="error">
              制約に矛盾があります（「4.
              配合の制約」をご覧ください）。このまま実行すると「条件を満たす配合なし」と報告されます。
            </Typography>
          )}
        </Box>
      </Paper>
    </Box>
  );
}

function ScopeSummary({
  variables,
  loading,
  waiting,
  error,
}: {
  variables: ExplorationVariables | null;
  loading: boolean;
  waiting: boolean;
  error: unknown;
}) {
  if (error) {
    const message =
      error instanceof ApiError && typeof error.detail === 'string'
        ? error.detail
        : 'このデータの項目を読み込めませんでした。条件を見直してください。';
    return <Alert severity="error">{message}</Alert>;
  }
  if (loading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <CircularProgress size={16} aria-hidden="true" />
        <Typography variant="body2">データの項目を読み込んでいます…</Typography>
      </Box>
    );
  }
  if (waiting || !variables) return null;
  return (
    <Alert severity={variables.examplesInScope > 0 ? 'info' : 'warning'} variant="outlined">
      {variables.examplesInScope > 0
        ? `対象の実施例は ${formatJaNumber(variables.examplesInScope)} 件です${
            variables.patentsInScope > 0 ? `（特許 ${formatJaNumber(variables.patentsInScope)} 件）` : ''
          }。`
        : '条件に合う実施例がありません。別の技術分野や検索語を選んでください。'}
      {variables.notes.map((note) => (
        <Box key={note}>{note}</Box>
      ))}
    </Alert>
  );
}
