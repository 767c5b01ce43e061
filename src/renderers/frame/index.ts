// Embedded pages: the frame the detail renderer declares (customer service) and the game page draws itself.
export { FramePage } from './FramePage';
export { sandboxFor } from './sandbox';
