import { IpsWizardStep } from '@portal/contract';
import { useState } from 'react';
import { AssetAllocationStep } from './asset-allocation-step';
import { BookletStep } from './booklet-step';
import { CustomisationStep } from './customisation-step';
import { GearingStep } from './gearing-step';
import { InvestmentPolicyLoader } from './investment-policy-loader';
import { StepFrame } from './step-frame';
import { StepTitles } from './wizard-steps';

type PageProps = {
  accountId: number;
  /** Whether the signed-in person is the account's primary user (undefined while read). */
  canStart: boolean | undefined;
  onBack: () => void;
  onNext: () => void;
};

/**
 * strategic-asset-allocation-details: the booklet, then the allocation, on one screen. The
 * booklet shows until the statement records it was read; Back from the allocation returns to it.
 */
export function StrategicAllocationPage({ accountId, canStart, onBack, onNext }: PageProps) {
  return (
    <InvestmentPolicyLoader accountId={accountId} canStart={canStart}>
      {(statement) => (
        <BookletThenAllocation
          key={statement.id}
          accountId={accountId}
          startWithBooklet={statement.wizard_step === IpsWizardStep.booklet}
          onBack={onBack}
          onNext={onNext}
          statement={statement}
        />
      )}
    </InvestmentPolicyLoader>
  );
}

function BookletThenAllocation({
  accountId,
  statement,
  startWithBooklet,
  onBack,
  onNext,
}: Omit<PageProps, 'canStart'> & {
  statement: Parameters<typeof StepFrame>[0]['statement'];
  startWithBooklet: boolean;
}) {
  const [booklet, setBooklet] = useState(startWithBooklet);
  if (booklet)
    return (
      <StepFrame title={StepTitles.booklet} current={IpsWizardStep.booklet} statement={statement}>
        <BookletStep accountId={accountId} statement={statement} onBack={onBack} onContinue={() => setBooklet(false)} />
      </StepFrame>
    );
  return (
    <StepFrame title={StepTitles.allocation} current={IpsWizardStep.asset_allocation} statement={statement}>
      <AssetAllocationStep statement={statement} onBack={() => setBooklet(true)} onContinue={onNext} />
    </StepFrame>
  );
}

/** investment-policy-customisation-details. */
export function CustomisationPage({ accountId, canStart, onBack, onNext }: PageProps) {
  return (
    <InvestmentPolicyLoader accountId={accountId} canStart={canStart}>
      {(statement) => (
        <StepFrame title={StepTitles.customisation} current={IpsWizardStep.customisation} statement={statement}>
          <CustomisationStep key={statement.id} statement={statement} onBack={onBack} onContinue={onNext} />
        </StepFrame>
      )}
    </InvestmentPolicyLoader>
  );
}

/** gearing-details. */
export function GearingPage({ accountId, canStart, onBack, onNext }: PageProps) {
  return (
    <InvestmentPolicyLoader accountId={accountId} canStart={canStart}>
      {(statement) => (
        <StepFrame title={StepTitles.gearing} current={IpsWizardStep.gearing} statement={statement}>
          <GearingStep key={statement.id} statement={statement} onBack={onBack} onContinue={onNext} />
        </StepFrame>
      )}
    </InvestmentPolicyLoader>
  );
}
