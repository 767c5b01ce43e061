// antd-mobile 5 renders Toast and Dialog with the React 18 API; on React 19 it needs this documented shim. It loads with
// them (src/kit/toast.ts), from its own module, not the package's index, which would bring the whole of antd-mobile.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __appRoot?: Root };

unstableSetRender((node, container: Container) => {
  container.__appRoot ??= createRoot(container);
  const root = container.__appRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete container.__appRoot;
  };
});
