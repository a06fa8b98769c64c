import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/** The way out of an invitation that cannot go on (document 1 §8: "with a back-to-login button"). */
export function BackToLoginButton() {
  const navigate = useNavigate();
  return (
    <Button variant="contained" fullWidth sx={{ mt: 3 }} onClick={() => void navigate(paths.auth.login.getHref())}>
      Back to login
    </Button>
  );
}
