// jsdom has no IntersectionObserver; motion's useInView needs one to exist.
class IntersectionObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

Object.defineProperty(globalThis, "IntersectionObserver", { value: IntersectionObserverStub, writable: true });
