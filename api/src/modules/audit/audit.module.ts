import { Global, Module } from '@nestjs/common';
import { AuditService } from './audit.service';

/** The audit log (table `audit_log`), global: any feature module can inject AuditService. */
@Global()
@Module({ providers: [AuditService], exports: [AuditService] })
export class AuditModule {}
