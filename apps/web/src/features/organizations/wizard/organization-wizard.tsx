import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { organizationSchema, type Organization, type OrganizationInput } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/lib/use-toast';
import { errorDetails } from '@/lib/api-error';
import { SERVER_ERROR_TYPE } from '@/lib/form-errors';
import { zodResolver } from '@/lib/zod-resolver';
import { useSetupOrganization, useUpdateOrganization } from '../api';
import { BasicsStep } from './basics-step';
import { BrandingStep } from './branding-step';
import { PreviewStep } from './preview-step';
import { SetupComplete } from './setup-complete';
import {
  FIELD_STEPS,
  WIZARD_STEPS,
  firstFieldInError,
  wizardDefaults,
  wizardPayload,
  type WizardField,
  type WizardStep,
  type WizardValues,
} from './wizard-form';

// After creation the page reloads after about a second.
const RELOAD_DELAY_MS = 1000;

export type WizardPhase = 'editing' | 'saving' | 'completed';

export type OrganizationWizardProps = {
  /** Update mode edits this organization; without it the wizard creates one. */
  organization?: Organization;
  onCancel: () => void;
  /** After a successful update (the success toast is already shown). */
  onUpdated?: (organization: Organization) => void;
  /**
   * After a creation: 'reload' (an admin who just got an organization: the page reloads with its
   * branding) or 'close' (a superadmin adding one more: Continue calls onCreated).
   */
  afterCreate?: 'reload' | 'close';
  onCreated?: (organization: Organization) => void;
  onPhaseChange?: (phase: WizardPhase) => void;
};

const STEP_LABELS = {
  basics: 'organizations.wizard.basicsTab',
  branding: 'organizations.wizard.brandingTab',
  preview: 'organizations.wizard.previewTab',
} as const;

/** Tabs basics → branding → preview, then a completed state. */
export const OrganizationWizard = ({
  organization,
  onCancel,
  onUpdated,
  afterCreate = 'reload',
  onCreated,
  onPhaseChange,
}: OrganizationWizardProps) => {
  const { t } = useTranslation();
  const idPrefix = useId();
  const { refreshUser } = useSession();
  const setup = useSetupOrganization();
  const update = useUpdateOrganization();
  const isUpdate = Boolean(organization);
  const [step, setStep] = useState<WizardStep>('basics');
  const [refreshing, setRefreshing] = useState(false);
  const [created, setCreated] = useState<Organization | null>(null);
  const triggers = useRef<Partial<Record<WizardStep, HTMLButtonElement | null>>>({});

  const form = useForm<WizardValues, unknown, OrganizationInput>({
    resolver: zodResolver(organizationSchema),
    defaultValues: wizardDefaults(organization),
    // Errors may sit on a hidden tab: we switch to it first, then focus (see showStepOf).
    shouldFocusError: false,
  });

  const saving = setup.isPending || update.isPending || refreshing;
  const phase: WizardPhase = created ? 'completed' : saving ? 'saving' : 'editing';
  useEffect(() => onPhaseChange?.(phase), [phase, onPhaseChange]);

  const finishCreation = () => {
    if (afterCreate === 'reload') {
      window.location.reload();
      return;
    }
    if (created) onCreated?.(created);
  };

  // The reload follows on its own; Continue only gets there sooner.
  useEffect(() => {
    if (!created || afterCreate !== 'reload') return;
    const timer = setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [created, afterCreate]);

  const stepIndex = WIZARD_STEPS.indexOf(step);
  const isLastStep = stepIndex === WIZARD_STEPS.length - 1;

  const goTo = (next: WizardStep) => {
    setStep(next);
    // The Next/Back button pressed may not exist on the new step: focus its tab instead.
    setTimeout(() => triggers.current[next]?.focus());
  };

  /** Shows the tab holding `field` and puts the cursor in it. */
  const showStepOf = (field: WizardField, fieldStep: WizardStep) => {
    setStep(fieldStep);
    setTimeout(() => form.setFocus(field));
  };

  const onInvalid = (errors: FieldErrors<WizardValues>) => {
    const first = firstFieldInError((field) => Boolean(errors[field]));
    if (first) showStepOf(...first);
  };

  const onFailure = (error: unknown) => {
    const { message, fieldErrors } = errorDetails(error);
    for (const [field] of FIELD_STEPS) {
      const text = fieldErrors[field];
      if (text) form.setError(field, { type: SERVER_ERROR_TYPE, message: text });
    }
    const first = firstFieldInError((field) => Boolean(fieldErrors[field]));
    if (first) showStepOf(...first);
    toast({
      variant: 'destructive',
      title: t('organizations.wizard.saveFailed'),
      description: message ?? t('errors.generic'),
    });
  };

  const onValid = (values: OrganizationInput) => {
    const payload = wizardPayload(values);
    if (organization) {
      update.mutate(
        { id: organization.id, changes: payload },
        {
          onSuccess: (saved) => {
            toast({ title: t('organizations.wizard.updated') });
            onUpdated?.(saved);
          },
          onError: onFailure,
        },
      );
      return;
    }
    setup.mutate(payload, {
      // The answer carries no token (organizationSetupResponseSchema): the session stays, and the
      // user is read again to learn their new organization.
      onSuccess: ({ organization: createdOrganization }) => {
        setRefreshing(true);
        // mutate() waits for none of its callbacks, and refreshUser never rejects (a failure answers null).
        void refreshUser().then(() => {
          setRefreshing(false);
          setCreated(createdOrganization);
        });
      },
      onError: onFailure,
    });
  };

  const submit = form.handleSubmit(onValid, onInvalid);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field moves on while creating; the organization is created from the preview.
    if (!isUpdate && !isLastStep) {
      event.preventDefault();
      const next = WIZARD_STEPS[stepIndex + 1];
      if (next) goTo(next);
      return;
    }
    void submit(event);
  };

  if (created) {
    return (
      <SetupComplete
        description={
          afterCreate === 'reload'
            ? t('organizations.wizard.completeReload', { name: created.name })
            : t('organizations.wizard.completeCreated', { name: created.name })
        }
        onContinue={finishCreation}
      />
    );
  }

  const previous = WIZARD_STEPS[stepIndex - 1];
  const next = WIZARD_STEPS[stepIndex + 1];
  const submitLabel = isUpdate
    ? saving
      ? t('organizations.wizard.saving')
      : t('organizations.wizard.saveChanges')
    : saving
      ? t('organizations.wizard.creating')
      : t('organizations.wizard.create');

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <Tabs value={step} onValueChange={(value) => setStep(value as WizardStep)}>
        <TabsList
          aria-label={t('organizations.wizard.stepsLabel')}
          className="grid w-full grid-cols-3"
        >
          {WIZARD_STEPS.map((value, index) => (
            <TabsTrigger
              key={value}
              value={value}
              disabled={saving}
              ref={(element) => {
                triggers.current[value] = element;
              }}
            >
              <span aria-hidden="true" className="mr-1.5 hidden sm:inline">
                {index + 1}.
              </span>
              {t(STEP_LABELS[value])}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* All steps stay mounted, so the form keeps every field registered and typed. */}
        <TabsContent value="basics" forceMount className="data-[state=inactive]:hidden">
          <BasicsStep form={form} idPrefix={idPrefix} disabled={saving} />
        </TabsContent>
        <TabsContent value="branding" forceMount className="data-[state=inactive]:hidden">
          <BrandingStep form={form} idPrefix={idPrefix} disabled={saving} />
        </TabsContent>
        <TabsContent value="preview" forceMount className="data-[state=inactive]:hidden">
          <PreviewStep control={form.control} />
        </TabsContent>
      </Tabs>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" disabled={saving} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {previous && (
            <Button
              type="button"
              variant="outline"
              disabled={saving}
              onClick={() => goTo(previous)}
            >
              {t('common.back')}
            </Button>
          )}
          {next && (
            <Button
              type="button"
              variant={isUpdate ? 'outline' : 'default'}
              disabled={saving}
              onClick={() => goTo(next)}
            >
              {t('common.next')}
            </Button>
          )}
          {(isUpdate || isLastStep) && (
            <Button type="submit" disabled={saving}>
              {submitLabel}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
};
