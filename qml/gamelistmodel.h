#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace starboard {

// The games for the game chooser: the registered ones (builtinGames()), and with
// includeComingSoon also those without an engine yet (playable false). GameCatalog knows
// the rest about a game. Its texts follow a change of language (the application's
// LanguageChange event).
class GameListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool includeComingSoon READ includeComingSoon WRITE setIncludeComingSoon NOTIFY
                   includeComingSoonChanged)
    // Only the games without an engine yet (the home screen's "coming soon" row).
    Q_PROPERTY(bool onlyComingSoon READ onlyComingSoon WRITE setOnlyComingSoon NOTIFY
                   onlyComingSoonChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role
    {
        GameIdRole = Qt::UserRole + 1,
        NameRole,
        MinPlayersRole,
        MaxPlayersRole,
        HasChanceRole,
        HasHiddenInformationRole,
        PitchRole,    // one translated line: what the game is about
        ArtRole,      // qrc:/art/games/<id>.svg, or an empty URL while it does not exist
        PlayableRole, // false for the "coming soon" rows
    };
    Q_ENUM(Role)

    explicit GameListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    bool includeComingSoon() const { return m_includeComingSoon; }
    void setIncludeComingSoon(bool include);
    bool onlyComingSoon() const { return m_onlyComingSoon; }
    void setOnlyComingSoon(bool only);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    void includeComingSoonChanged();
    void onlyComingSoonChanged();
    void countChanged();

private:
    void rebuild();

    bool m_includeComingSoon = false;
    bool m_onlyComingSoon = false;
    QStringList m_gameIds;
};

} // namespace starboard
