import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StaffRole } from '@portal/contract';
import { Loaded } from '../../../components/ui/loaded';
import { useReferenceData } from '../../../features/back-office-reference/api/get-reference-data';
import { ReferenceDataView } from '../../../features/back-office-reference/components/reference-data-view';
import { ReferenceImport } from '../../../features/back-office-reference/components/reference-import';
import { useProfile } from '../../../features/settings/api/get-profile';

/** /back-office/reference/: products, note types and allocation options; an operator imports a new file here. */
export function ReferenceDataRoute() {
  const data = useReferenceData();
  const profile = useProfile();
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        Reference data
      </Typography>
      <ReferenceImport mayImport={profile.data?.staff_role === StaffRole.operator} />
      <Loaded query={data} label="Loading the reference data">
        {(file) => <ReferenceDataView data={file} />}
      </Loaded>
    </Stack>
  );
}
