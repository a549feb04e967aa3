#include "rng.h"

namespace starboard {

namespace {
constexpr std::uint64_t rotl(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}
} // namespace

std::uint64_t Rng::splitMix(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::uint64_t Rng::deriveSeed(std::uint64_t seed, std::uint64_t index)
{
    std::uint64_t state = seed ^ (index * 0xd1b54a32d192ed03ULL);
    splitMix(state);
    return splitMix(state);
}

void Rng::reseed(std::uint64_t seed)
{
    std::uint64_t state = seed;
    for (auto &word : m_s)
        word = splitMix(state);
}

std::uint64_t Rng::next()
{
    const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
    const std::uint64_t t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
}

std::uint32_t Rng::below(std::uint32_t n)
{
    // Lemire's multiply-and-reject on the high 32 bits of next().
    std::uint64_t m = (next() >> 32) * n;
    auto low = static_cast<std::uint32_t>(m);
    if (low < n) {
        const std::uint32_t threshold = static_cast<std::uint32_t>(-n) % n;
        while (low < threshold) {
            m = (next() >> 32) * n;
            low = static_cast<std::uint32_t>(m);
        }
    }
    return static_cast<std::uint32_t>(m >> 32);
}

int Rng::range(int lo, int hi)
{
    const auto span = static_cast<std::uint32_t>(static_cast<std::int64_t>(hi) - lo + 1);
    return static_cast<int>(static_cast<std::int64_t>(lo) + below(span));
}

std::size_t Rng::weighted(const std::vector<std::uint32_t> &weights)
{
    std::uint64_t total = 0;
    for (auto w : weights)
        total += w;
    // Totals above 2^32 do not occur in our games; clamp defensively.
    std::uint64_t pick =
        below(static_cast<std::uint32_t>(total > 0xffffffffULL ? 0xffffffffULL : total));
    for (std::size_t i = 0; i < weights.size(); ++i) {
        if (pick < weights[i])
            return i;
        pick -= weights[i];
    }
    return weights.size() - 1;
}

} // namespace starboard
