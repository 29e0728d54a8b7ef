import { useTranslation } from 'react-i18next';
import { Pencil, Trash2, UserCog } from 'lucide-react';
import { Button } from '@/components/ui/button';

type UserRowActionsProps = {
  /** The row's person, named in every button so each reads on its own ("Edit Ada Builder"). */
  name: string;
  onEdit: () => void;
  onDelete?: () => void;
  onImpersonate?: () => void;
  impersonating?: boolean;
};

/** Icon buttons of one table row; absent handlers hide their button. */
export const UserRowActions = ({
  name,
  onEdit,
  onDelete,
  onImpersonate,
  impersonating,
}: UserRowActionsProps) => {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-1">
      {onImpersonate && (
        <Button
          variant="ghost"
          size="sm"
          disabled={impersonating}
          onClick={onImpersonate}
          aria-label={t('users.actAsLabel', { name })}
        >
          <UserCog aria-hidden="true" />
          <span className="hidden lg:inline">{t('users.actAs')}</span>
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        onClick={onEdit}
        aria-label={t('users.editLabel', { name })}
      >
        <Pencil aria-hidden="true" />
      </Button>
      {onDelete && (
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={t('users.deleteLabel', { name })}
          className="text-danger"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </div>
  );
};
