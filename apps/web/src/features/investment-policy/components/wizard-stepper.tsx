import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { WIZARD_STEPS, type ShownStep } from './wizard-steps';

/** The four steps as an ordered list, the one on screen marked as the current step. */
export function WizardStepper({ current }: { current: ShownStep }) {
  const active = WIZARD_STEPS.findIndex((s) => s.step === current);
  return (
    <Stepper
      component="ol"
      activeStep={active}
      alternativeLabel
      aria-label="Investment policy statement steps"
      sx={{ listStyle: 'none', p: 0, my: 3 }}
    >
      {WIZARD_STEPS.map((s, index) => (
        <Step key={s.step} component="li" aria-current={index === active ? 'step' : undefined}>
          <StepLabel>{s.label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
