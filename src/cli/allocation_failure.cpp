// The program's operator new and delete, over malloc (mimalloc's, when linked). mimalloc's
// own operator new aborts without a word when memory runs out (it cannot see libstdc++'s
// new-handler: issue 42, a 200 MB line under a memory limit ended with exit 134 and an
// empty stderr). These throw std::bad_alloc as the standard asks, which `run_main` reports
// as "explgraph: error: out of memory" with exit 2. Only in the program, with mimalloc.
#include "allocation_failure.hpp"

#include <atomic>

namespace {
std::atomic<bool> failed{false};
}

bool explgraph::cli::allocation_failed() noexcept {
  return failed.load(std::memory_order_relaxed);
}

#ifdef EXPLGRAPH_WITH_MIMALLOC
#include <cstdlib>
#include <new>

namespace {

[[noreturn]] void fail() {
  failed.store(true, std::memory_order_relaxed);
  throw std::bad_alloc();
}

void* allocate(std::size_t size) {
  if (size == 0) size = 1;
  for (;;) {
    if (void* p = std::malloc(size)) return p;
    const std::new_handler handler = std::get_new_handler();
    if (handler == nullptr) fail();
    handler();
  }
}

void* allocate(std::size_t size, std::align_val_t alignment) {
  const auto align = static_cast<std::size_t>(alignment);
  size = (size + align - 1) / align * align;  // aligned_alloc wants a multiple
  if (size == 0) size = align;
  for (;;) {
    if (void* p = std::aligned_alloc(align, size)) return p;
    const std::new_handler handler = std::get_new_handler();
    if (handler == nullptr) fail();
    handler();
  }
}

}  // namespace

void* operator new(std::size_t size) {
  return allocate(size);
}
void* operator new[](std::size_t size) {
  return allocate(size);
}
void* operator new(std::size_t size, std::align_val_t a) {
  return allocate(size, a);
}
void* operator new[](std::size_t size, std::align_val_t a) {
  return allocate(size, a);
}
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return allocate(size);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return allocate(size);
  } catch (...) {
    return nullptr;
  }
}
void* operator new(std::size_t size, std::align_val_t a, const std::nothrow_t&) noexcept {
  try {
    return allocate(size, a);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t size, std::align_val_t a, const std::nothrow_t&) noexcept {
  try {
    return allocate(size, a);
  } catch (...) {
    return nullptr;
  }
}
void operator delete(void* p) noexcept {
  std::free(p);
}
void operator delete[](void* p) noexcept {
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}
void operator delete[](void* p, std::size_t) noexcept {
  std::free(p);
}
void operator delete(void* p, std::align_val_t) noexcept {
  std::free(p);
}
void operator delete[](void* p, std::align_val_t) noexcept {
  std::free(p);
}
void operator delete(void* p, std::size_t, std::align_val_t) noexcept {
  std::free(p);
}
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept {
  std::free(p);
}
void operator delete(void* p, const std::nothrow_t&) noexcept {
  std::free(p);
}
void operator delete[](void* p, const std::nothrow_t&) noexcept {
  std::free(p);
}
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept {
  std::free(p);
}
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept {
  std::free(p);
}
#endif
