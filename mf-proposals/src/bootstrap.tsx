// Standalone mode for the domain team: this remote on its own, with its own router and i18n.
import { startStandalone } from '@mp/remote-kit';
import { ProposalsApp } from './exposed/App';

void startStandalone({ App: ProposalsApp, defaultPath: '/freelancer/proposals' });
