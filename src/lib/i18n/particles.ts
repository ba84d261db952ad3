/** The Korean particle rule, shared with the server (contract/particles.ts). */
export { particle, withParticle, type Particle } from '../../../contract/particles';
