import {
  RegisterUnavailableError,
  type AbnRecord,
  type AcnRecord,
  type BusinessRegister,
} from '../../../src/platform/registers/business-register.js';
import { LocalRegister } from '../../../src/platform/registers/local-register.js';

/**
 * The bundled local register, counting what it is asked, that can be switched off: while `down`,
 * every lookup throws RegisterUnavailableError as a register that timed out would.
 */
export class SwitchableRegister implements BusinessRegister {
  readonly name = 'switchable';
  down = false;
  readonly asked: string[] = [];
  private readonly local = new LocalRegister();

  async lookupAbn(abn: string): Promise<AbnRecord | null> {
    this.asked.push(`abn ${abn}`);
    if (this.down) throw new RegisterUnavailableError(this.name, 'timeout', 'switched off by the test');
    return this.local.lookupAbn(abn);
  }

  async lookupAcn(acn: string): Promise<AcnRecord | null> {
    this.asked.push(`acn ${acn}`);
    if (this.down) throw new RegisterUnavailableError(this.name, 'timeout', 'switched off by the test');
    return this.local.lookupAcn(acn);
  }
}
