#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace starboard {

// Starboard's own pseudo-random generator: xoshiro256** seeded through SplitMix64.
// Only integer arithmetic is used, so every sequence (including range() and shuffle())
// is identical across compilers and standard libraries. Never replace it with
// std::uniform_int_distribution, whose results differ between implementations.
class Rng
{
public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed);
    std::uint64_t next();

    // Uniform integer in [0, n); n must be > 0. Unbiased (rejection sampling).
    std::uint32_t below(std::uint32_t n);
    // Uniform integer in [lo, hi], both inclusive; lo <= hi.
    int range(int lo, int hi);
    // Index chosen with probability weights[i] / sum(weights); the sum must be > 0.
    std::size_t weighted(const std::vector<std::uint32_t> &weights);

    // Fisher-Yates shuffle driven by below().
    template <typename T>
    void shuffle(std::vector<T> &values)
    {
        for (std::size_t i = values.size(); i > 1; --i) {
            const std::size_t j = below(static_cast<std::uint32_t>(i));
            std::swap(values[i - 1], values[j]);
        }
    }

    // SplitMix64 step, also used to derive independent per-game seeds from one seed.
    static std::uint64_t splitMix(std::uint64_t &state);
    static std::uint64_t deriveSeed(std::uint64_t seed, std::uint64_t index);

private:
    std::uint64_t m_s[4];
};

} // namespace starboard
