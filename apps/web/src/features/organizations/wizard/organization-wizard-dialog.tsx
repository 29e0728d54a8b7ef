import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  OrganizationWizard,
  type OrganizationWizardProps,
  type WizardPhase,
} from './organization-wizard';

type OrganizationWizardDialogProps = Omit<OrganizationWizardProps, 'onCancel' | 'onPhaseChange'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close when nothing opened the dialog (it opened on its own). */
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

/** The wizard in a dialog. It cannot be dismissed while saving, nor once the organization exists. */
export const OrganizationWizardDialog = ({
  open,
  onOpenChange,
  organization,
  onUpdated,
  onCreated,
  afterCreate,
  returnFocusFallback,
}: OrganizationWizardDialogProps) => {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<WizardPhase>('editing');
  const locked = phase !== 'editing';
  const isUpdate = Boolean(organization);

  const close = () => onOpenChange(false);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && locked) return;
        onOpenChange(next);
      }}
    >
      <DialogContent
        closeLabel={t('common.close')}
        hideClose={locked}
        returnFocusFallback={returnFocusFallback}
        className="max-w-3xl"
        // Typed values would be lost to a stray click beside the dialog: only Cancel, Escape or
        // the close button end it.
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>
            {isUpdate
              ? t('organizations.wizard.updateTitle')
              : t('organizations.wizard.createTitle')}
          </DialogTitle>
          <DialogDescription>
            {isUpdate
              ? t('organizations.wizard.updateDescription')
              : t('organizations.wizard.createDescription')}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <OrganizationWizard
            organization={organization}
            onCancel={close}
            onPhaseChange={setPhase}
            afterCreate={afterCreate}
            onUpdated={(saved) => {
              onUpdated?.(saved);
              setPhase('editing');
              close();
            }}
            onCreated={(created) => {
              onCreated?.(created);
              setPhase('editing');
              close();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
};
