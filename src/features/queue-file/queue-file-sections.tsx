import { useMemo } from 'react';
import { useAppSelector } from '../../state/hooks';
import {
  selectCompanyName,
  selectHasCompany,
  selectIsHutAdmin,
  selectUser,
} from '../../state/session/selectors';
import { QueueExportSection } from './queue-export-section';
import { QueueUploadSection } from './queue-upload-section';

/**
 * The sections of /innstillinger for staff at a hut: saving this device's queue (everyone who
 * works here), and uploading one from a broken device (the hut's admins).
 */
export function QueueFileSections() {
  const user = useAppSelector(selectUser);
  const hasHut = useAppSelector(selectHasCompany);
  const isAdmin = useAppSelector(selectIsHutAdmin);
  const hutName = useAppSelector(selectCompanyName) ?? '';
  const companyId = hasHut ? (user?.company_id ?? null) : null;
  const userId = user?.id ?? null;
  const owner = useMemo(
    () => (userId !== null && companyId !== null ? { userId, companyId } : null),
    [userId, companyId],
  );
  if (!owner) return null;
  return (
    <>
      <QueueExportSection owner={owner} hutName={hutName} />
      {isAdmin && <QueueUploadSection hut={owner.companyId} />}
    </>
  );
}
