#pragma once

// The results of finished games, kept per game for the home screen: when, the result in
// words (rank or winner, score), the seed, the players. ResultHistory is the store (a JSON
// file beside the autosave, starboard.results); ResultsModel shows one game's results,
// newest first. A game is recorded once however often its end is reached again (a saved
// finished game opened, an undo and the same end).

#include <QAbstractListModel>
#include <QJsonObject>
#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace starboard {

class ResultHistory : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ResultHistory belongs to AppSettings")

public:
    // `file` empty: kept in memory only (tests, --screenshot runs). A file that cannot be
    // read is left alone and nothing is written over it.
    explicit ResultHistory(const QString &file, QObject *parent = nullptr);

    // At most this many results per game are kept (the oldest go first).
    static constexpr int kPerGame = 100;

    // `entry` as GameSession::resultEntry() makes it. False when that game is recorded.
    Q_INVOKABLE bool record(const QVariantMap &entry);
    // Newest last.
    const std::vector<QJsonObject> &entries() const { return m_entries; }
    QString fileName() const { return m_file; }

signals:
    void recorded(const QString &gameId);

private:
    void load();
    bool save() const;
    QString m_file;
    std::vector<QJsonObject> m_entries;
};

class ResultsModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(
        starboard::ResultHistory *history READ history WRITE setHistory NOTIFY historyChanged)
    Q_PROPERTY(QString gameId READ gameId WRITE setGameId NOTIFY gameIdChanged)
    // How many of the newest results the model shows.
    Q_PROPERTY(int limit READ limit WRITE setLimit NOTIFY limitChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // All the game's recorded results, and those the people at the table won (each seat of
    // a person won: not a game between people, where one of them lost).
    Q_PROPERTY(int played READ played NOTIFY countChanged)
    Q_PROPERTY(int won READ won NOTIFY countChanged)

public:
    enum Role
    {
        WhenRole = Qt::UserRole + 1, // QDateTime (local time)
        NoteRole,                    // the result as the log's last line says it
        SeedRole,                    // string
        PlayersRole,                 // "Ann, Bob (computer)"
        ScoresRole,                  // "Ann 18, Bob 12" or ""
        WonRole,                     // every person at the table won
        ContentRole                  // the designed content's names, "" for the shipped
    };
    Q_ENUM(Role)

    explicit ResultsModel(QObject *parent = nullptr);
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    ResultHistory *history() const { return m_history; }
    void setHistory(ResultHistory *history);
    QString gameId() const { return m_gameId; }
    void setGameId(const QString &gameId);
    int limit() const { return m_limit; }
    void setLimit(int limit);
    int played() const { return m_played; }
    int won() const { return m_won; }

signals:
    void historyChanged();
    void gameIdChanged();
    void limitChanged();
    void countChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refill();
    ResultHistory *m_history = nullptr;
    QString m_gameId;
    int m_limit = 5;
    int m_played = 0;
    int m_won = 0;
    std::vector<QJsonObject> m_rows; // newest first
};

} // namespace starboard
